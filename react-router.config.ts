import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  ssr: true,
  // Separate build folders let several builds (e.g. parallel test runs) coexist.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;

/**
 * Extra, optional documentation fields a route may give in `config.openapi`
 * (declaration merging onto `OpenApiInfo` from the guard).
 */
declare module '~/server/auth/guard' {
  interface OpenApiInfo {
    /** Status of a successful answer (default 200; 2XX for an undeclared POST). */
    status?: number;
    /** Longer text shown under the summary. */
    description?: string;
  }
}

export {};

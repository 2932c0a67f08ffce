/** The one id rule of the API lives with the contracts (src/shared/schemas/common.ts). */
export { idParams } from '~/shared/schemas/common';

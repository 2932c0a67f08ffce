import { contract } from '~/shared/contract';
import { idParams } from '~/shared/schemas/common';
import { deletedAnswerSchema, messageAnswerSchema } from '~/shared/schemas/record';

interface DeleteContract {
  /** Named in each contract, as every contract names its method (scripts/browser-contracts.ts reads it). */
  method: 'DELETE';
  /** `/api/<resource>/:id`. */
  url: string;
  summary: string;
  tags: string[];
}

/** `DELETE <url>`, answered `{ data: { _id } }` (src/server/core/http/record-routes.ts registers it). */
export const deleteContract = (c: DeleteContract) =>
  contract({ params: idParams, response: deletedAnswerSchema, ...c });

/** `DELETE <url>`, answered `{ message }`. */
export const deleteWithMessageContract = (c: DeleteContract) =>
  contract({ params: idParams, response: messageAnswerSchema, ...c });

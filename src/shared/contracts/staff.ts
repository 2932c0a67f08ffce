import { contract } from '~/shared/contract';
import { staffListSchema, invitationInputSchema, staffChangeSchema } from '~/shared/schemas/staff';
import { messageAnswerSchema } from '~/shared/schemas/record';
import { deleteWithMessageContract } from '~/shared/contracts/record';
import { idParams } from '~/shared/schemas/common';

const tags = ['staff'];

/** The Staff screen (src/server/staff/team/routes.ts). */
export const staffContracts = {
  list: contract({
    method: 'GET',
    url: '/api/staff',
    summary: 'Everyone with an account (role, active, last sign-in, second factor) and the open invitations',
    tags,
    response: staffListSchema,
  }),
  invite: contract({
    method: 'POST',
    url: '/api/staff/invitations',
    status: 201,
    summary: 'Invite a colleague by e-mail with a role: a one-time link, valid 72 hours, to choose a password',
    tags,
    body: invitationInputSchema,
    response: messageAnswerSchema,
  }),
  withdrawInvitation: deleteWithMessageContract({
    method: 'DELETE',
    url: '/api/staff/invitations/:id',
    summary: 'Withdraw an invitation not yet answered (its link stops working)',
    tags,
  }),
  change: contract({
    method: 'PATCH',
    url: '/api/staff/:id',
    summary:
      "Change a person's role or deactivate them (either ends their sessions at once), or reactivate them; the last active administrator stays one (409)",
    tags,
    params: idParams,
    body: staffChangeSchema,
    response: messageAnswerSchema,
  }),
  resetSecondFactor: contract({
    method: 'POST',
    url: '/api/staff/:id/second-factor/reset',
    status: 200,
    summary:
      "Remove a colleague's authenticator app, recovery codes and passkeys (a lost phone); they are signed out and e-mailed, and set up a new one at their next sign-in",
    tags,
    params: idParams,
    response: messageAnswerSchema,
  }),
};

import { contract } from '~/shared/contract';
import { messageAnswerSchema } from '~/shared/schemas/record';
import {
  callInputSchema,
  callsAnswerSchema,
  healthListParams,
  healthListQuerySchema,
  healthPageSchema,
  healthSettingsAnswerSchema,
  healthSettingsSchema,
  healthSummaryAnswerSchema,
} from '~/shared/schemas/sponsor-health';

const tags = ['sponsor-health'];

/** Sponsor health (docs/sponsor-health.md; src/server/people/health/routes.ts, call-routes.ts). */
export const sponsorHealthContracts = {
  summary: contract({
    method: 'GET',
    url: '/api/sponsor-health',
    summary: 'Retention (gave 13-24 months ago and again in the last 12) and the size of each list',
    tags,
    response: healthSummaryAnswerSchema,
  }),
  list: contract({
    method: 'GET',
    url: '/api/sponsor-health/lists/:list',
    summary:
      'One list (lybunt, sybunt, at-risk, stopped, child-left, waiting, quiet), a page of it, or all of it as CSV (?format=csv)',
    tags,
    params: healthListParams,
    query: healthListQuerySchema,
    response: healthPageSchema,
  }),
  calls: contract({
    method: 'GET',
    url: '/api/sponsor-health/calls',
    summary: 'The five people most worth a call this week and why, and the calls of the last seven days',
    tags,
    response: callsAnswerSchema,
  }),
  markCalled: contract({
    method: 'POST',
    url: '/api/sponsor-health/calls',
    summary: "Marks a person called, with a note that goes to the supporter's record",
    tags,
    body: callInputSchema,
    status: 201,
    response: messageAnswerSchema,
  }),
  settings: contract({
    method: 'GET',
    url: '/api/sponsor-health/settings',
    summary: 'Whether sponsorship staff get the weekly "who to call" e-mail',
    tags,
    response: healthSettingsAnswerSchema,
  }),
  saveSettings: contract({
    method: 'PUT',
    url: '/api/sponsor-health/settings',
    summary: 'Turns the weekly "who to call" e-mail on or off ({ weeklyCalls: "on" | "off" })',
    tags,
    body: healthSettingsSchema,
    response: messageAnswerSchema,
  }),
};

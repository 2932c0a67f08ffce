import type { FieldChild, FieldItem } from '~/shared/schemas/field';

/** What the office has of the officer's, as the page shows it (the server's item, cut to its line). */
export type OfficeItem = Pick<FieldItem, '_id' | 'kind' | 'status' | 'returnReason'> & { childName: string };

/** The /field page's data (src/web/routes/field.tsx): the app, or why it is not for this person. */
export interface FieldPageData {
  state: 'ready' | 'refused' | 'wiped';
  lang: string;
  children: FieldChild[];
  items: OfficeItem[];
  selected: string | null;
  clientIds: { report: string; letter: string } | null;
}

/** What a form posted without JavaScript came to: the server's words, and the child it was for. */
export interface FieldPosted {
  ok: boolean;
  status: number;
  kind: 'report' | 'letter' | null;
  childId: string | null;
  message: string | null;
}

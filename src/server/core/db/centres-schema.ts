import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * A centre of the programme (docs/field.md): where the children are met. Each child
 * belongs to one (children.centre_id); a field officer sees the children of the centres
 * they are assigned to (staff_centres, field-schema.ts). Its own file: schema.ts's
 * children name it, and field-schema.ts names the children.
 */
export const centres = pgTable('centres', {
  id: id(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

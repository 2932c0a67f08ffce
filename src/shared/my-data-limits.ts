/**
 * The lengths a person's own corrections may have (their name and phone), apart from
 * their zod schema (`schemas/my-data.ts`): the correction fields every page can reach
 * read them without bringing zod into the site's shared code.
 */
export const NAME_MAX = 100;
export const PHONE_MAX = 30;

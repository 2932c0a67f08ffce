/** The largest request body the API takes as JSON, and a page's form post as well. */
export const JSON_BODY_LIMIT = 100 * 1024;

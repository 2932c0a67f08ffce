/** Where a sign-in may lead back to (`?next=`): the field officer's app only, never an address from outside. */
export const returnTo = (value: unknown) => (value === '/field' ? '/field' : null);

/** A sign-in step's address, keeping where the sign-in leads back to through the second step. */
export const keepNext = (page: string, next: string | null) =>
  next ? `${page}?next=${encodeURIComponent(next)}` : page;

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderAdmin } from '~test/render-admin';
import { useSchemaCheck } from './use-schema-check';

describe('useSchemaCheck', () => {
  it('says no field’s error before the form is checked', async () => {
    // check(form) reads the form's fields (FormData of a <form>): the browser tests of the
    // screens that use it drive it; here, what a screen renders first.
    const schema = z.object({ name: z.string().min(1, 'required') });
    function Probe() {
      const { error } = useSchemaCheck(schema);
      return <p>{error('name', { field: 'Name' }) ?? 'no error'}</p>;
    }
    expect(await renderAdmin(<Probe />)).toBe('<p>no error</p>');
  });
});

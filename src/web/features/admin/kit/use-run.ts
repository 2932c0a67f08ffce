import { useRevalidator } from 'react-router';
import type { ToastTone } from './toast';
import { reload } from './url-filters';

type Show = (text: string, tone?: ToastTone) => void;

/**
 * Staff actions on a screen's records. `run`: one action (delete, mark, resend), asked
 * first when `confirm` is given, then the call; success is toasted and the page's data
 * read again, a failure logged and toasted; resolves to whether it was done. `done`:
 * after a form saved, its toast and the page's data read again.
 */
export function useRun(show: Show) {
  const revalidator = useRevalidator();
  async function done(text: string): Promise<void> {
    show(text);
    await reload(revalidator);
  }
  async function run(
    call: () => Promise<unknown>,
    { confirm, done: doneText, failed }: { confirm?: string; done?: string; failed: string },
  ): Promise<boolean> {
    if (confirm && !window.confirm(confirm)) return false;
    try {
      await call();
    } catch (error) {
      console.error(failed, error);
      show(failed, 'error');
      return false;
    }
    if (doneText) show(doneText);
    await reload(revalidator);
    return true;
  }
  return { run, done };
}

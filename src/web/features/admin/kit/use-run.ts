import { useRevalidator } from 'react-router';
import type { ToastTone } from './toast';
import { reload } from './url-filters';

type Show = (text: string, tone?: ToastTone) => void;

/**
 * After a form saved (`done`): its toast, and the page's data read again. A one-click
 * action is posted to the route's action instead (kit/intent-post.tsx's `useIntentPost`).
 */
export function useRun(show: Show) {
  const revalidator = useRevalidator();
  async function done(text: string): Promise<void> {
    show(text);
    await reload(revalidator);
  }
  return { done };
}

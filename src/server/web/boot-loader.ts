/**
 * Runs in the browser: the inline loader that public pages carry instead of React
 * Router's boot (decision 007). Type-checked with the project; compiled to a small
 * ES2017 inline script by `inlineBootLoader()` (inline-boot-loader.ts), so it may
 * import only what bundles for a browser (src/shared constants).
 *
 * On the first interaction it restores the module preloads React Router would have
 * sent and loads the page's boot scripts in order (both read from its own `data-boot`,
 * so the script's text, and so its CSP hash, is the same on every page). A control
 * pressed meanwhile shows it is busy at once (`BOOT_BUSY_CLASS`, `aria-busy`).
 */
import {
  BOOT_BUSY_CLASS as BUSY,
  BOOT_DATA_ATTRIBUTE,
  BOOT_REPLAY_ATTRIBUTE as REPLAY,
  BOOT_TRIGGERS,
  CART_STORAGE_KEY,
  HYDRATED_EVENT,
  LINK_FALLBACK_MS,
  type BootPlan,
} from '~/shared/boot';
import { recordEdits } from './boot-edits';

/** localStorage keys whose presence means the page has something to show at once. */
const EAGER_STORAGE_KEYS = [CART_STORAGE_KEY];

export function bootOnInteraction(): void {
  const doc = document;
  const plan = JSON.parse(doc.currentScript?.getAttribute(BOOT_DATA_ATTRIBUTE) ?? '{}') as Partial<BootPlan>;
  const listening = { capture: true, passive: true };
  let started = false;
  let hydrated = false;
  /** Buttons tapped before React ran, replayed once it has. */
  const tapped: HTMLButtonElement[] = [];
  /**
   * A stand-in tapped before React ran (a link, or a form's submit button such as a gift's
   * Add to cart): its key, and how to do what it does without React.
   */
  let held: { key: string; go: () => void; link: Element } | null = null;
  let fallback = 0;

  const boot = () => {
    if (started) return;
    started = true;
    BOOT_TRIGGERS.forEach((type) => window.removeEventListener(type, boot, listening));
    // The key React Router's scroll restoration files this entry under, which its script in
    // the page gives at once and the page's shorter one leaves to now (defer-hydration.ts).
    const state = history.state as { key?: string } | null;
    if (!state?.key) history.replaceState(Object.assign({}, state, { key: Math.random().toString(32).slice(2) }), '');
    (plan.preloads ?? []).forEach((href) => {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.appendChild(link);
    });
    // Fetched at once, in parallel; `async = false` runs them in this order, as React Router's page would.
    (plan.scripts ?? []).forEach(({ src, module }) => {
      const script = doc.createElement('script');
      if (module) script.type = 'module';
      script.async = false;
      script.src = src;
      doc.body.appendChild(script);
    });
  };

  /** Pressed before React runs: shown busy within the frame, until the press is replayed. */
  const busy = (control: Element, on: boolean) => {
    control.classList.toggle(BUSY, on);
    if (on) control.setAttribute('aria-busy', 'true');
    else control.removeAttribute('aria-busy');
  };

  const follow = () => {
    if (!held) return;
    const { go, link } = held;
    held = null;
    busy(link, false);
    go();
  };

  /** Opens the held stand-in's button, which React may render a few frames after hydration. */
  const replayHeld = () => {
    clearTimeout(fallback);
    let frames = 0;
    const replay = () => {
      if (!held) return;
      const { key, link } = held;
      // Only React's button: a held submit button is not one until React has re-rendered it.
      const buttons = Array.from(doc.querySelectorAll<HTMLButtonElement>(`button[type="button"][${REPLAY}]`));
      const button = buttons.filter((b) => b.getAttribute(REPLAY) === key).pop();
      if (button) {
        busy(link, false);
        held = null;
        button.click();
      } else if (frames++ < 60) requestAnimationFrame(replay);
      else follow();
    };
    replay();
  };

  // Stays for the page's life: a stand-in link tapped just after hydration, before React
  // has swapped it for its button, must not be followed either (that is how a menu tap
  // once landed in the footer). Once React has swapped them, no such link is left.
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest<HTMLElement>(`a[${REPLAY}], button[type="submit"][${REPLAY}]`);
    if (link) {
      // A click meant to open a new tab or window is the browser's, as ever.
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (held) busy(held.link, false);
      busy(link, true);
      // Without React after all: the link is followed, the form posted as the browser would.
      const href = link instanceof HTMLAnchorElement ? link.href : null;
      const go = () => {
        if (href !== null) location.href = href;
        else (link as HTMLButtonElement).form?.requestSubmit(link as HTMLButtonElement);
      };
      held = { key: link.getAttribute(REPLAY) ?? '', go, link };
      if (hydrated) return replayHeld();
      boot();
      clearTimeout(fallback);
      fallback = window.setTimeout(follow, LINK_FALLBACK_MS);
      return;
    }
    const button = target.closest('button');
    // A popover's button works without React where the browser has the Popover API (the
    // phone menu): replayed, it would close what the tap opened.
    if (button?.hasAttribute('popovertarget') && 'popover' in HTMLElement.prototype) return;
    if (!hydrated && button && button.type === 'button' && !tapped.includes(button)) {
      busy(button, true);
      tapped.push(button);
      boot();
    }
  };

  // A radio, checkbox or text field changed before React ran is handed to React after.
  const replayEdits = recordEdits(doc);

  const onHydrated = () => {
    hydrated = true;
    replayEdits();
    tapped.splice(0).forEach((button) => {
      busy(button, false);
      if (button.isConnected && !button.disabled) button.click();
    });
    if (held) replayHeld();
  };

  doc.addEventListener('click', onClick, true);
  doc.addEventListener(HYDRATED_EVENT, onHydrated, { once: true });

  let eager = false;
  try {
    const stored = (key: string) => {
      const value = localStorage.getItem(key);
      return !!value && value !== '[]';
    };
    const state = history.state as { usr?: unknown } | null;
    eager = EAGER_STORAGE_KEYS.some(stored) || !!state?.usr;
  } catch {
    // Storage refused (a private window's settings): boot on interaction.
  }
  if (eager) boot();
  else BOOT_TRIGGERS.forEach((type) => window.addEventListener(type, boot, listening));
}

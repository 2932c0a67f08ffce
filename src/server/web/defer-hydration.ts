/**
 * Public pages are complete without JavaScript: every text is rendered, every link
 * works and every form posts to the server. React and React Router (about 110 KB
 * gzip) are therefore not fetched with the page but at the visitor's first sign of
 * interaction (a touch, a key, a pointer over the page, a scroll), which keeps a cheap
 * phone's first seconds for the page itself. DESIGN.md: "under 100 KB of JavaScript
 * before interaction on a public page".
 *
 * The rendered page is rewritten here, on the server, from React Router's own output:
 * - its `<link rel="modulepreload">` tags are removed (their addresses go to the loader);
 * - its boot scripts (the inline `window.__reactRouter…` data and the `type="module"`
 *   bootstrap) are made inert as `type="text/x-deferred"`, the original type kept in
 *   `data-type`, their text unchanged, so the page's hash-based CSP still allows them;
 * - a small loader is added that, on the first interaction, restores the preloads and
 *   re-creates those scripts in order, so React Router boots exactly as it would have.
 *
 * The page boots at once, without waiting for an interaction, when the browser holds
 * state that only JavaScript can show (a cart in localStorage, navigation state).
 *
 * A tap on a button that only JavaScript can handle (a `type="button"`), made before
 * React has taken over, is not lost: it is replayed once the page is hydrated (the root
 * route dispatches `app:hydrated` on `document`). Links and form submissions need no
 * replay: the browser handles them natively, except the few links that stand in for a
 * button until React has loaded (Sponsor Now, the phone menu), marked
 * `data-boot-replay="key"` on both: a plain tap on one waits for React and then taps
 * the button with the same key; should React not arrive within `LINK_FALLBACK_MS`,
 * the link is followed after all.
 */

import { HYDRATED_EVENT } from '~/shared/boot';
import { CART_STORAGE_KEY } from '~/web/features/catalog/use-cart';

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export const DEFERRED_TYPE = 'text/x-deferred';
/** localStorage keys whose presence means the page has something to show at once. */
const EAGER_STORAGE_KEYS = [CART_STORAGE_KEY];

const TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover', 'wheel', 'scroll'];
/** How long a tapped stand-in link waits for React before it is followed as a link. */
export const LINK_FALLBACK_MS = 8000;
export const REPLAY_ATTRIBUTE = 'data-boot-replay';

function loaderScript(preloads: string[]): string {
  // Written out by hand (no build step for an inline script); kept small and in ES2017.
  return `(function(){var d=document,w=window,P=${JSON.stringify(preloads)},E=${JSON.stringify(TRIGGERS)},o={capture:true,passive:true},s=false,h=false,c=[],R=null,T=0,A=${JSON.stringify(REPLAY_ATTRIBUTE)};
function follow(){if(R){var u=R.u;R=null;location.href=u}}
function click(e){if(h||!e.target||!e.target.closest)return;var a=e.target.closest('a['+A+']');
if(a){if(e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();R={k:a.getAttribute(A),u:a.href};boot();clearTimeout(T);T=setTimeout(follow,${LINK_FALLBACK_MS});return}
var b=e.target.closest('button');if(b&&b.type==='button')c.push(b)}
d.addEventListener('click',click,true);
d.addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){h=true;d.removeEventListener('click',click,true);var l=c;c=[];l.forEach(function(b){if(b.isConnected&&!b.disabled)b.click()});
if(R){clearTimeout(T);var n=0;(function f(){var x=null;d.querySelectorAll('button['+A+']').forEach(function(b){if(R&&b.getAttribute(A)===R.k)x=b});if(x){R=null;x.click()}else if(n++<60)requestAnimationFrame(f);else follow()})()}},{once:true});
function boot(){if(s)return;s=true;E.forEach(function(t){w.removeEventListener(t,boot,o)});
P.forEach(function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;d.head.appendChild(l)});
d.querySelectorAll('script[type="${DEFERRED_TYPE}"]').forEach(function(x){var n=d.createElement('script'),t=x.getAttribute('data-type');if(t)n.type=t;n.text=x.text;x.replaceWith(n)})}
var eager=false;try{eager=${JSON.stringify(EAGER_STORAGE_KEYS)}.some(function(k){var v=localStorage.getItem(k);return v&&v!=='[]'})||!!(history.state&&history.state.usr)}catch(e){}
if(eager)boot();else E.forEach(function(t){w.addEventListener(t,boot,o)})})();`;
}

/** Whether an inline script is one of React Router's boot scripts. */
function isBootScript(attrs: string, text: string): boolean {
  if (/\bsrc=/.test(attrs)) return false;
  if (/\btype="module"/.test(attrs)) return true;
  return /^\s*window\.__reactRouter/.test(text);
}

/**
 * Rewrites a rendered page so that React Router boots on the first interaction.
 * A page without React Router's boot script is returned unchanged.
 */
export function deferHydration(html: string): string {
  let found = false;
  const withInertScripts = html.replace(INLINE_SCRIPT, (whole, attrs: string, text: string) => {
    if (!isBootScript(attrs, text)) return whole;
    found = true;
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1];
    const rest = attrs
      .replace(/\s*\btype="[^"]*"/, '')
      .replace(/\s*\basync(="[^"]*")?(?=\s|$)/, '')
      .trimEnd();
    return `<script type="${DEFERRED_TYPE}"${type ? ` data-type="${type}"` : ''}${rest}>${text}</script>`;
  });
  if (!found) return html;
  const preloads: string[] = [];
  const withoutPreloads = withInertScripts.replace(MODULEPRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href && !preloads.includes(href)) preloads.push(href);
    return '';
  });
  const loader = `<script>${loaderScript(preloads)}</script>`;
  const end = withoutPreloads.lastIndexOf('</body>');
  return end === -1
    ? withoutPreloads + loader
    : `${withoutPreloads.slice(0, end)}${loader}${withoutPreloads.slice(end)}`;
}

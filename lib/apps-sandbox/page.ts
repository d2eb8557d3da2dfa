/**
 * The sandbox proxy page: the outer of the two frames a web host must put around an MCP App (MCP Apps
 * 2026-01-26, "Sandbox proxy"). It is served on another origin than the host's page, says
 * `ui/notifications/sandbox-proxy-ready` to its parent, takes the app's HTML from one
 * `ui/notifications/sandbox-resource-ready`, loads it into an inner `srcdoc` frame sandboxed with
 * `allow-scripts` only (an opaque origin: no storage, no cookies, no reach into this frame or the page),
 * and relays every other message both ways. It accepts messages from its parent only when they come
 * from the host's origin, sends to the parent only at that origin, never lets the app speak a
 * `ui/notifications/sandbox-*` method, and creates no message of its own beyond the ready notification.
 * Every node is built by script; nothing from a message is ever parsed as markup here.
 */

/** The page for a host at `hostOrigin` (an exact origin from configuration, never from the request). */
export function sandboxProxyPage(hostOrigin: string): string {
  // JSON in a script: `<` escaped so no value can close the element.
  const host = JSON.stringify(hostOrigin).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MCP App sandbox</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:transparent}iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body>
<script>
(() => {
  'use strict';
  const HOST = ${host};
  const SANDBOX_PREFIX = 'ui/notifications/sandbox-';
  if (window.parent === window) {
    document.body.textContent = 'This page is the sandbox an MCP App runs in; it works only inside the playground.';
    return;
  }
  const inner = document.createElement('iframe');
  inner.setAttribute('sandbox', 'allow-scripts');
  inner.setAttribute('title', 'The app');
  document.body.append(inner);
  let loaded = false;
  const isSandboxMethod = (m) => Boolean(m) && typeof m.method === 'string' && m.method.startsWith(SANDBOX_PREFIX);
  window.addEventListener('message', (event) => {
    if (event.source === window.parent) {
      if (event.origin !== HOST) return;
      const m = event.data;
      if (isSandboxMethod(m)) {
        if (m.method !== SANDBOX_PREFIX + 'resource-ready' || loaded) return;
        const html = m.params && m.params.html;
        if (typeof html !== 'string') return;
        loaded = true;
        inner.srcdoc = html;
        return;
      }
      if (loaded && inner.contentWindow) inner.contentWindow.postMessage(m, '*');
    } else if (event.source === inner.contentWindow && event.source !== null) {
      if (isSandboxMethod(event.data)) return;
      window.parent.postMessage(event.data, HOST);
    }
  });
  window.parent.postMessage({ jsonrpc: '2.0', method: SANDBOX_PREFIX + 'proxy-ready', params: {} }, HOST);
})();
</script>
</body>
</html>
`;
}

/**
 * The corpus browser's whole page: one self-contained document (no CDN, no fetch, no storage), served as
 * the `ui://` resource. It speaks the MCP Apps postMessage JSON-RPC to its host by hand (ui/initialize,
 * tools/call through the host, ui/message) rather than bundling the SDK's App class (~540 kB with its
 * dependencies); tests/unit/apps/app-bridge.test.ts drives the same protocol with the SDK's AppBridge.
 * It trusts only messages from its parent frame, builds every node with textContent, and follows the
 * host's theme (else the system's). Kept as a string so the stdio bundle and the Next build carry it alike.
 */
export const CORPUS_BROWSER_HTML = String.raw`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Prompt corpus browser</title>
<style>
:root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#555;--line:#c8c8c8;--accent:#0b57d0;--accent-fg:#fff;--panel:#f4f4f5}
@media (prefers-color-scheme:dark){:root{--bg:#17181a;--fg:#ececec;--muted:#b0b0b0;--line:#45474a;--accent:#8ab4f8;--accent-fg:#0d1117;--panel:#222326}}
:root[data-theme=light]{color-scheme:light;--bg:#fff;--fg:#1a1a1a;--muted:#555;--line:#c8c8c8;--accent:#0b57d0;--accent-fg:#fff;--panel:#f4f4f5}
:root[data-theme=dark]{color-scheme:dark;--bg:#17181a;--fg:#ececec;--muted:#b0b0b0;--line:#45474a;--accent:#8ab4f8;--accent-fg:#0d1117;--panel:#222326}
*{box-sizing:border-box}
body{margin:0;padding:12px;font:15px/1.45 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
h1{font-size:1.05rem;margin:0 0 8px}
h2{font-size:1rem;margin:8px 0}
div.search{display:flex;gap:8px;flex-wrap:wrap}
.search input{flex:1 1 12rem}
input{min-width:0;padding:8px;border:1px solid var(--line);border-radius:6px;background:var(--bg);color:var(--fg);font:inherit}
button{padding:8px 12px;border:1px solid var(--accent);border-radius:6px;background:var(--accent);color:var(--accent-fg);font:inherit;cursor:pointer}
button.plain{background:transparent;color:var(--fg);border-color:var(--line)}
button:disabled{opacity:.55;cursor:default}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
ul{list-style:none;margin:10px 0 0;padding:0}
li{border-top:1px solid var(--line);padding:8px 0}
li button{background:transparent;color:var(--accent);border:0;padding:0;text-align:left;font-weight:600;text-decoration:underline}
.kind,.hint{color:var(--muted);font-size:.85rem}
.snippet{margin:4px 0 0;color:var(--muted);font-size:.9rem;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--panel);padding:8px;border-radius:6px;max-height:14rem;overflow:auto;font-size:.85rem}
label{display:flex;flex-direction:column;gap:2px;margin:6px 0;font-size:.9rem}
.row{display:flex;gap:8px;flex-wrap:wrap;margin-top:8px}
[hidden]{display:none!important}
</style>
</head>
<body>
<main>
<h1>Prompt corpus</h1>
<div class="search" role="search">
<label for="q" class="hint" style="flex-basis:100%;margin:0">Search the prompts</label>
<input id="q" name="q" type="search" maxlength="2000" autocomplete="off" placeholder="e.g. linux terminal">
<button type="button" id="go">Search</button>
</div>
<p id="status" class="hint" role="status" aria-live="polite"></p>
<ul id="matches" aria-label="Matches"></ul>
<section id="prompt" hidden aria-labelledby="title">
<button type="button" class="plain" id="back">Back to matches</button>
<h2 id="title" tabindex="-1"></h2>
<pre id="body"></pre>
<div id="vars"></div>
<div class="row">
<button type="button" id="fill">Fill in</button>
<button type="button" id="send" disabled>Send to the conversation</button>
</div>
<pre id="filled" hidden aria-label="Filled prompt"></pre>
</section>
</main>
<script>
(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const pending = new Map();
  let nextId = 1;
  let current = null;
  let filledText = '';
  let summary = '';
  const post = (message) => window.parent.postMessage(message, '*');
  const request = (method, params) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      post({ jsonrpc: '2.0', id, method, params });
    });
  const notify = (method, params) => post({ jsonrpc: '2.0', method, params });
  const say = (text) => { $('status').textContent = text; };
  const callTool = async (name, args) => {
    const result = await request('tools/call', { name, arguments: args });
    if (!result || result.isError) {
      const text = result && Array.isArray(result.content) && result.content[0] && result.content[0].text;
      throw new Error(typeof text === 'string' ? text : name + ' failed');
    }
    return result.structuredContent || {};
  };
  const applyContext = (context) => {
    if (context && (context.theme === 'light' || context.theme === 'dark')) document.documentElement.dataset.theme = context.theme;
  };

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const m = event.data;
    if (!m || typeof m !== 'object' || m.jsonrpc !== '2.0') return;
    if (m.method === undefined && pending.has(m.id)) {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error) p.reject(new Error(String(m.error.message)));
      else p.resolve(m.result);
      return;
    }
    if (typeof m.method !== 'string') return;
    if (m.id !== undefined) {
      const known = m.method === 'ui/resource-teardown' || m.method === 'ping';
      post(known ? { jsonrpc: '2.0', id: m.id, result: {} } : { jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'Method not found' } });
      return;
    }
    const params = m.params || {};
    if (m.method === 'ui/notifications/tool-input' && params.arguments && typeof params.arguments.query === 'string') $('q').value = params.arguments.query;
    else if (m.method === 'ui/notifications/tool-result' && params.structuredContent) showMatches(params.structuredContent);
    else if (m.method === 'ui/notifications/host-context-changed') applyContext(params);
  });

  function showMatches(found) {
    const list = $('matches');
    list.replaceChildren();
    $('prompt').hidden = true;
    list.hidden = false;
    const matches = Array.isArray(found.matches) ? found.matches : [];
    summary = matches.length ? found.total + ' prompts match; showing ' + matches.length + '.' : 'No prompts match.';
    say(summary);
    for (const match of matches) {
      const item = document.createElement('li');
      const open = document.createElement('button');
      open.type = 'button';
      open.textContent = String(match.title);
      open.addEventListener('click', () => openPrompt(String(match.id)));
      const kind = document.createElement('span');
      kind.className = 'kind';
      kind.textContent = ' ' + String(match.kind);
      const snippet = document.createElement('p');
      snippet.className = 'snippet';
      snippet.textContent = String(match.snippet);
      item.append(open, kind, snippet);
      list.append(item);
    }
  }

  async function openPrompt(id) {
    say('Opening…');
    try {
      const { prompt } = await callTool('get_prompt', { id });
      current = prompt;
      filledText = '';
      $('title').textContent = prompt.title;
      $('body').textContent = prompt.body;
      const vars = $('vars');
      vars.replaceChildren();
      for (const v of prompt.variables) {
        const label = document.createElement('label');
        label.textContent = v.name;
        const input = document.createElement('input');
        input.name = v.name;
        input.maxLength = 8192;
        if (v.default !== undefined) input.placeholder = v.default;
        label.append(input);
        vars.append(label);
      }
      if (!prompt.variables.length) vars.textContent = 'This prompt has no variables.';
      $('filled').hidden = true;
      $('send').disabled = true;
      $('matches').hidden = true;
      $('prompt').hidden = false;
      say('');
      $('title').focus();
    } catch (err) {
      say(err.message);
    }
  }

  // No <form>: a host's sandbox need not allow form submission (allow-forms), so buttons and Enter do the work.
  async function search() {
    if (!$('q').value.trim()) return say('Type what you are looking for.');
    say('Searching…');
    try {
      showMatches(await callTool('search_prompts', { query: $('q').value, limit: 8 }));
    } catch (err) {
      say(err.message);
    }
  }
  $('go').addEventListener('click', search);
  $('q').addEventListener('keydown', (event) => {
    if (event.key === 'Enter') search();
  });

  $('back').addEventListener('click', () => {
    say(summary);
    $('prompt').hidden = true;
    $('matches').hidden = false;
    const first = $('matches').querySelector('button');
    if (first) first.focus();
  });

  $('fill').addEventListener('click', async () => {
    if (!current) return;
    const values = {};
    for (const input of $('vars').querySelectorAll('input')) if (input.value !== '') values[input.name] = input.value;
    try {
      const filled = await callTool('fill_prompt', { id: current.id, values });
      filledText = filled.text;
      $('filled').textContent = filled.text;
      $('filled').hidden = false;
      $('send').disabled = false;
      say(filled.unfilled.length ? 'Filled; still open: ' + filled.unfilled.join(', ') + '.' : 'Filled.');
    } catch (err) {
      say(err.message);
    }
  });

  $('send').addEventListener('click', async () => {
    try {
      const answer = await request('ui/message', { role: 'user', content: [{ type: 'text', text: filledText }] });
      say(answer && answer.isError ? 'The host did not take the message.' : 'Sent to the conversation.');
    } catch (err) {
      say(err.message);
    }
  });

  new ResizeObserver(() => {
    const box = document.documentElement.getBoundingClientRect();
    notify('ui/notifications/size-changed', { width: Math.ceil(box.width), height: Math.ceil(box.height) });
  }).observe(document.documentElement);

  request('ui/initialize', {
    appInfo: { name: 'prompts-observatory-corpus-browser', version: '1.0.0' },
    appCapabilities: { availableDisplayModes: ['inline'] },
    protocolVersion: '2026-01-26',
  }).then((result) => {
    applyContext(result && result.hostContext);
    notify('ui/notifications/initialized', {});
  }, (err) => say(err.message));
})();
</script>
</body>
</html>
`;

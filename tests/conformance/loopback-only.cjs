// Preloaded into the conformance suite's own process: a name that is neither `localhost` nor an IP literal is
// refused at once (ENOTFOUND) instead of being resolved, so a scenario's example hosts never leave the machine.
const dns = require('node:dns');
const { isIP } = require('node:net');
const allowed = (host) => host === 'localhost' || isIP(host) !== 0;
const refusal = (host) =>
  Object.assign(new Error(`getaddrinfo ENOTFOUND ${host} (only loopback names resolve in tests)`), { code: 'ENOTFOUND', hostname: host });
const lookup = dns.lookup;
dns.lookup = (host, ...rest) => {
  if (allowed(host)) return lookup(host, ...rest);
  process.nextTick(rest.at(-1), refusal(host));
};
const lookupAsync = dns.promises.lookup;
dns.promises.lookup = (host, ...rest) => (allowed(host) ? lookupAsync(host, ...rest) : Promise.reject(refusal(host)));

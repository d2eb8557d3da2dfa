// A module hook for plain Node: resolves the `server-only` marker under the react-server condition,
// as Next.js does for server code, so the stdio server can load modules marked with it. Nothing else
// resolves differently.
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] });
}

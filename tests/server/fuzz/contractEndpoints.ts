import type { EndpointDeclaration } from '../../../contract/endpoint.ts';

/**
 * Every call declared in contract/: each module is imported and every export that is an
 * `endpoint({...})` declaration is collected, so a call added to the contract is fuzzed without
 * anyone listing it here.
 */
const modules: Record<string, Record<string, unknown>> = import.meta.glob('../../../contract/*.ts', { eager: true });

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);
const SCOPES = new Set(['auth', 'data', 'root']);

function isEndpoint(value: unknown): value is EndpointDeclaration {
  if (typeof value !== 'object' || value === null) return false;
  const { method, path, scope, answer } = value as Record<string, unknown>;
  return typeof method === 'string' && METHODS.has(method) && typeof path === 'string' && typeof scope === 'string' && SCOPES.has(scope) && answer !== undefined;
}

/** A call's name in reports and in the table of examples: its method and contract path. */
export const endpointKey = (endpoint: Pick<EndpointDeclaration, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

export function contractEndpoints(): EndpointDeclaration[] {
  const found = new Map<string, EndpointDeclaration>();
  for (const module of Object.values(modules)) {
    for (const value of Object.values(module)) if (isEndpoint(value)) found.set(endpointKey(value), value);
  }
  return [...found.values()].sort((a, b) => endpointKey(a).localeCompare(endpointKey(b)));
}

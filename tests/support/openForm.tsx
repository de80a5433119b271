import type { EndpointDeclaration } from '../../contract/endpoint.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { createFormFlows } from '../../src/forms/formFlows.ts';
import { FormPage } from '../../src/forms/FormPage.tsx';
import type { FormDeclaration } from '../../src/forms/formDeclaration.ts';
import { renderPage } from './renderPage.tsx';

/** A call the form made: its contract entry and its input (params, query, body). */
export interface FormCallMade {
  endpoint: EndpointDeclaration;
  input: Record<string, unknown>;
}

/**
 * A declared form on its page at `path`, over an API that records every call and answers each with
 * `answer` (the record a load reads, what a save answers). Answers the calls made.
 */
export function openForm(form: FormDeclaration, path: string, answer: unknown): FormCallMade[] {
  const calls: FormCallMade[] = [];
  const api = {
    call: async (endpoint: EndpointDeclaration, input: Record<string, unknown>) => {
      calls.push({ endpoint, input });
      return answer;
    },
  } as unknown as ApiClient;
  renderPage(<FormPage form={form} />, { path, flows: () => ({ forms: createFormFlows(api) }) });
  return calls;
}

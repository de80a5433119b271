import * as v from 'valibot';
import { BUTTON_TEXTS, PASSWORD_PLACEHOLDERS, USER_ID_PLACEHOLDERS, VARIANT_FAMILIES } from './types.ts';

/**
 * The registry's shape as data (variants/registry.ts), checked by tests/unit/variants/ and by
 * `npm run variants` before it prints. Rules across entries (unique keys, each host once) are part of
 * the registry schema; files on disk (logos, stylesheets) are the tests'.
 */

/** A key serves as a host name label (`<key>.localhost`) and, in lower case, as a folder name. */
const KEY = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
/** Host names in lower case, as the resolver compares them. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const IP_V4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const HEX_COLOUR = /^#[0-9a-f]{6}$/;
const FILE_NAME = /^[a-z0-9][a-z0-9_-]*\.(?:png|svg|jpg|webp)$/;

/**
 * The demo registry names only reserved hosts (RFC 2606, RFC 6761): the example domains and the
 * loopback names; a real brand's domain never appears in this repository.
 */
export function isReservedHost(host: string): boolean {
  return host === 'localhost' || host === '127.0.0.1' || /(?:^|\.)example(?:\.(?:com|net|org))?$/.test(host);
}

const logoSize = v.strictObject({
  width: v.pipe(v.number(), v.minValue(1), v.maxValue(1000)),
  height: v.pipe(v.number(), v.minValue(1), v.maxValue(1000)),
});

const hostName = v.pipe(
  v.string(),
  v.check((host) => HOST.test(host) || IP_V4.test(host), 'a host name in lower case'),
  v.check((host) => !host.endsWith('.localhost'), '<key>.localhost is served by the resolver, not listed'),
  v.check(isReservedHost, 'a reserved example host (example, example.com, example.net, example.org)'),
);

export const VariantSchema = v.strictObject({
  key: v.pipe(v.string(), v.regex(KEY, 'letters, digits and inner hyphens')),
  brand: v.pipe(v.string(), v.minLength(1), v.maxLength(40), v.check((brand) => brand.trim() === brand, 'no outer spaces')),
  hosts: v.pipe(v.array(hostName), v.minLength(1)),
  logo: v.nullable(logoSize),
  buttonText: v.picklist(BUTTON_TEXTS),
  placeholders: v.strictObject({ userId: v.picklist(USER_ID_PLACEHOLDERS), password: v.picklist(PASSWORD_PLACEHOLDERS) }),
  family: v.picklist(VARIANT_FAMILIES),
  stylesheet: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.css$/, 'a file name in variants/styles/')),
  colors: v.strictObject({
    primary: v.pipe(v.string(), v.regex(HEX_COLOUR, '#rrggbb in lower case')),
    accent: v.pipe(v.string(), v.regex(HEX_COLOUR, '#rrggbb in lower case')),
  }),
  extras: v.optional(
    v.strictObject({
      hideLogoOnDomain: v.optional(v.pipe(v.string(), v.regex(HOST), v.includes('.', 'a domain, not a single label'))),
      backgroundImage: v.optional(v.pipe(v.string(), v.regex(FILE_NAME))),
      bottomImage: v.optional(v.pipe(v.string(), v.regex(FILE_NAME))),
    }),
  ),
});

/** Values that occur more than once, as the resolver sees them (case-insensitively). */
export function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values.map((item) => item.toLowerCase())) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

export const RegistrySchema = v.pipe(
  v.array(VariantSchema),
  v.minLength(1),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const variants = dataset.value;
    for (const key of duplicates(variants.map((variant) => variant.key))) addIssue({ message: `key "${key}" is used by more than one brand` });
    for (const host of duplicates(variants.flatMap((variant) => variant.hosts))) addIssue({ message: `host "${host}" is mapped more than once` });
    for (const file of duplicates(variants.map((variant) => variant.stylesheet))) addIssue({ message: `stylesheet "${file}" is used by more than one brand` });
  }),
);

export type RegistryIssues = string[];

/** The registry's problems, one line each (empty when it is valid). */
export function registryIssues(data: unknown): RegistryIssues {
  const result = v.safeParse(RegistrySchema, data);
  if (result.success) return [];
  return result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

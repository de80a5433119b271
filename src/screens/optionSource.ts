import type { AnswerOf, EndpointDeclaration } from '../../contract/endpoint.ts';

/** One choice of a dropdown: the value it sends and the text a user reads. */
export interface Option {
  value: string;
  label: string;
  /** A choice a default may prefer (a draw still open: a draw filter's `nextOpen`). */
  preferred?: boolean;
}

/** A GET call of the contract whose answer is a list. */
type ListEndpoint = EndpointDeclaration & { method: 'GET' };
type RowOf<E extends ListEndpoint> = AnswerOf<E> extends readonly (infer Row)[] ? Row : never;

/**
 * Where a dropdown's choices come from, as a declaration (issue 19): the contract call, the URL
 * parameters it takes, and how a row of its answer becomes an option. Screen filters and form fields
 * both name one; the layer loads it (src/screens/options.ts), so a new dropdown is a new source and
 * changes no file of the layer. A call the contract marks `cached` is served from the 3-minute
 * response cache (spec 02 §9).
 */
export interface OptionSource<Row = unknown> {
  /** The key its rows are kept under in a load's lists (the breadcrumb reads `memberTree`'s). */
  id: string;
  endpoint: ListEndpoint;
  /** URL parameters passed to the call when the URL has them (LocId, DrawId …). */
  params: readonly string[];
  /** Parameters without which the list is empty, and no call is made (the users with bets on a draw need the draw). */
  requires?: readonly string[];
  /** Query parameters the call always gets, whatever the URL says (dMemberByRole's Role=AG: the agents). */
  fixedQuery?: Readonly<Record<string, string>>;
  option(row: Row): Option;
}

/** Declares a source with its rows typed by the call's answer, then erases the type for the layer. */
export const defineOptionSource = <E extends ListEndpoint>(source: {
  id: string;
  endpoint: E;
  params: readonly string[];
  requires?: readonly string[];
  fixedQuery?: Readonly<Record<string, string>>;
  option(row: RowOf<E>): Option;
}) =>
  source as unknown as OptionSource;

/** A source's options from the rows a load kept under its id (none while loading). */
export const optionsOf = (source: OptionSource, lists: Readonly<Record<string, readonly unknown[] | undefined>> | undefined): Option[] | undefined =>
  lists?.[source.id]?.map((row) => source.option(row));

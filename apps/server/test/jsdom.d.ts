/**
 * jsdom (a root dev dependency) ships no types, and the server compiles without the DOM library: the members
 * the server's tests use to parse what they are sent (XML answers), typed here.
 */
declare module 'jsdom' {
  export type ParsedNode = {
    readonly localName: string;
    readonly namespaceURI: string | null;
    readonly textContent: string | null;
    getElementsByTagName(name: string): ArrayLike<ParsedNode>;
  };
  export type ParsedDocument = ParsedNode & { readonly documentElement: ParsedNode };
  export class JSDOM {
    constructor(html?: string);
    readonly window: {
      DOMParser: new () => { parseFromString(text: string, type: 'application/xml'): ParsedDocument };
    };
  }
}

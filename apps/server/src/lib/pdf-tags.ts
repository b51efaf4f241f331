import {
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  type PDFDocument,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';

/** A structure type this renderer writes (ISO 32000-1 §14.8.4, standard structure types). */
export type StructType = 'Document' | 'H1' | 'H2' | 'P' | 'Table' | 'TR' | 'TH' | 'TD';

/**
 * A node of the structure tree: a grouping element, or a leaf holding its marked-content
 * sequences on one page (one per printed line: a wrapped paragraph is one element).
 */
export interface StructNode {
  type: StructType;
  children: StructNode[];
  /** A leaf's marked content: the page (its index) and the MCIDs on that page, in reading order. */
  content?: { page: number; mcids: number[] };
  /** TH only: the header's scope (a row's label heads its row). */
  scope?: 'Row' | 'Column';
}

/**
 * Tags a pdf-lib document for assistive technology (PDF/UA-style, issue 14): each drawn piece of
 * text is wrapped in a marked-content sequence (`/P <</MCID n>> BDC … EMC`) that one structure
 * element references; decoration is marked as an artifact. `finish` writes the structure tree,
 * the parent tree, each page's /StructParents and the catalog's /MarkInfo and /Lang.
 */
export class Tagger {
  readonly root: StructNode = { type: 'Document', children: [] };
  private readonly pages: PDFPage[] = [];
  /** Per page, the leaf each MCID belongs to (MCIDs are 0, 1, 2 … on each page). */
  private readonly marks: StructNode[][] = [];

  constructor(private readonly doc: PDFDocument) {}

  /** A grouping element (Table, TR) under `parent`. */
  group(type: StructType, parent: StructNode = this.root, scope?: StructNode['scope']): StructNode {
    const node: StructNode = { type, children: [], ...(scope ? { scope } : {}) };
    parent.children.push(node);
    return node;
  }

  /** Draws content as the marked content of a new leaf element of `type` under `parent`. */
  mark(
    page: PDFPage,
    type: StructType,
    draw: () => void,
    parent: StructNode = this.root,
    scope?: StructNode['scope'],
  ): void {
    this.markLines(page, type, [draw], parent, scope);
  }

  /**
   * Draws the lines of one element (a wrapped paragraph or cell), each its own marked-content
   * sequence, all referenced by one new leaf of `type` under `parent`, in order.
   */
  markLines(
    page: PDFPage,
    type: StructType,
    lines: readonly (() => void)[],
    parent: StructNode = this.root,
    scope?: StructNode['scope'],
  ): void {
    const index = this.pageIndex(page);
    const node: StructNode = {
      type,
      children: [],
      content: { page: index, mcids: [] },
      ...(scope ? { scope } : {}),
    };
    parent.children.push(node);
    for (const draw of lines) {
      const mcid = this.marks[index]!.length;
      node.content!.mcids.push(mcid);
      this.marks[index]!.push(node);
      // The property list inline (pdf-lib's operator arguments take no dictionary: written as is).
      page.pushOperators(
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(type), `<</MCID ${mcid}>>`]),
      );
      draw();
      page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    }
  }

  /** Draws decoration (rules) that a reader skips. */
  artifact(page: PDFPage, draw: () => void): void {
    this.pageIndex(page);
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  private pageIndex(page: PDFPage): number {
    let index = this.pages.indexOf(page);
    if (index < 0) {
      index = this.pages.push(page) - 1;
      this.marks.push([]);
    }
    return index;
  }

  /** Writes the structure tree and marks the document as tagged, in `lang`. */
  finish(lang = 'en-US'): void {
    const { context, catalog } = this.doc;
    const rootRef = context.nextRef();
    const refs = new Map<StructNode, PDFRef>();
    const write = (node: StructNode, parentRef: PDFRef): PDFRef => {
      const ref = context.nextRef();
      refs.set(node, ref);
      const dict: Record<string, unknown> = { Type: 'StructElem', S: node.type, P: parentRef };
      if (node.scope) dict.A = context.obj({ O: 'Table', Scope: node.scope });
      if (node.content) {
        dict.Pg = this.pages[node.content.page]!.ref;
        const [only, ...more] = node.content.mcids;
        dict.K =
          more.length === 0
            ? PDFNumber.of(only!)
            : context.obj(node.content.mcids.map((mcid) => PDFNumber.of(mcid)));
      } else {
        dict.K = context.obj(node.children.map((child) => write(child, ref)));
      }
      context.assign(ref, context.obj(dict as never));
      return ref;
    };
    const documentRef = write(this.root, rootRef);
    const nums: unknown[] = [];
    this.pages.forEach((page, index) => {
      page.node.set(PDFName.of('StructParents'), PDFNumber.of(index));
      // Reading order follows the structure (tab order too).
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
      nums.push(PDFNumber.of(index), context.obj(this.marks[index]!.map((leaf) => refs.get(leaf)!)));
    });
    const parentTree = context.register(context.obj({ Nums: context.obj(nums as never) }));
    context.assign(
      rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: documentRef,
        ParentTree: parentTree,
        ParentTreeNextKey: PDFNumber.of(this.pages.length),
      }),
    );
    catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
    catalog.set(PDFName.of('Lang'), PDFString.of(lang));
  }
}

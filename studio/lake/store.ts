/**
 * A dataset held in memory: its documents in a stable order, a query engine
 * per perspective (rebuilt only after a change), and transactions that stage
 * writes and commit them whole. Every committed write gives the document the
 * transaction's id as `_rev` and its time as `_updatedAt`, as the Content Lake does.
 */
import { parse } from 'groq-js';
import { createQueryEngine, type QueryEngine, type SanityDocument } from '@vitrine/schemas/dataset';

/** One document before and after a transaction (null: absent). */
export interface DocumentChange {
  id: string;
  before: SanityDocument | null;
  after: SanityDocument | null;
}

/** Writes staged on a dataset, read back by later mutations of the same transaction. */
export class Transaction {
  private readonly staged = new Map<string, SanityDocument | null>();

  constructor(
    private readonly base: ReadonlyMap<string, SanityDocument>,
    readonly transactionId: string,
    readonly timestamp: string,
  ) {}

  get(id: string): SanityDocument | undefined {
    return this.staged.has(id) ? (this.staged.get(id) ?? undefined) : this.base.get(id);
  }

  /** Stages `document` with the system fields this transaction gives it; returns what was staged. */
  put(document: SanityDocument): SanityDocument {
    const createdAt = this.base.get(document._id)?._createdAt ?? document._createdAt ?? this.timestamp;
    const next = { ...document, _createdAt: createdAt, _updatedAt: this.timestamp, _rev: this.transactionId };
    this.staged.set(document._id, next);
    return next;
  }

  remove(id: string): void {
    this.staged.set(id, null);
  }

  /** Every document as the transaction sees it so far. */
  documents(): SanityDocument[] {
    const out: SanityDocument[] = [];
    for (const [id, doc] of this.base) {
      const staged = this.staged.has(id) ? this.staged.get(id) : doc;
      if (staged) out.push(staged);
    }
    for (const [id, doc] of this.staged) if (doc && !this.base.has(id)) out.push(doc);
    return out;
  }

  /** A GROQ query over the documents as the transaction sees them (a patch or delete by query). */
  query(query: string, params: Record<string, unknown>): Promise<unknown> {
    return createQueryEngine(this.documents()).run(parse(query, { params }), params);
  }

  /** What the transaction changes, in the order it first touched each document. */
  changes(): DocumentChange[] {
    const out: DocumentChange[] = [];
    for (const [id, after] of this.staged) {
      const before = this.base.get(id) ?? null;
      if (before === null && after === null) continue;
      out.push({ id, before, after });
    }
    return out;
  }
}

export class DatasetStore {
  private readonly documents: Map<string, SanityDocument>;
  private list: SanityDocument[] | undefined;
  private readonly engines = new Map<string, QueryEngine>();

  constructor(documents: readonly SanityDocument[]) {
    this.documents = new Map(documents.map((doc) => [doc._id, doc]));
  }

  get(id: string): SanityDocument | undefined {
    return this.documents.get(id);
  }

  /** Every document, in load order then creation order. Never mutate it. */
  all(): readonly SanityDocument[] {
    return (this.list ??= [...this.documents.values()]);
  }

  /** Replaces every document (a test setting the scene). */
  replace(documents: readonly SanityDocument[]): void {
    this.documents.clear();
    for (const doc of documents) this.documents.set(doc._id, doc);
    this.changed();
  }

  begin(transactionId: string, timestamp: string): Transaction {
    return new Transaction(this.documents, transactionId, timestamp);
  }

  /** Applies a transaction's writes; a document keeps its place, a new one goes last. */
  commit(tx: Transaction): DocumentChange[] {
    const changes = tx.changes();
    for (const { id, after } of changes) {
      if (after) this.documents.set(id, after);
      else this.documents.delete(id);
    }
    if (changes.length > 0) this.changed();
    return changes;
  }

  /** The engine over `select(all())`, kept under `key` until the next change. */
  engine(key: string, select: (documents: readonly SanityDocument[]) => SanityDocument[]): QueryEngine {
    let engine = this.engines.get(key);
    if (!engine) this.engines.set(key, (engine = createQueryEngine(select(this.all()))));
    return engine;
  }

  private changed(): void {
    this.list = undefined;
    this.engines.clear();
  }
}

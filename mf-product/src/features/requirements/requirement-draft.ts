import type { CallReply, calls, CategoryNode, Currency, QUANTITY_UNITS } from '@puente/shared';

export type RequirementKind = 'product' | 'technology';
type Unit = (typeof QUANTITY_UNITS)[number];
type Requirement = CallReply<typeof calls.requirementDetails>['data'];

/** What the publishing form holds: inputs as typed (the schema reads the numbers and names their limits). */
export interface RequirementDraft {
  kind: RequirementKind;
  title: string;
  description: string;
  categoryId: string;
  quantity: string;
  unit: Unit;
  deliveryDate: string;
  deliveryPlace: string;
  /** `need:<type>` or `output:<type>` (technology only). */
  typeChoice: string;
  budget: string;
  currency: Currency;
}

/** An empty draft of the kind asked for, priced in the reader's currency. */
export function emptyDraft(kind: RequirementKind, currency: Currency): RequirementDraft {
  return { kind, title: '', description: '', categoryId: '', quantity: '', unit: 'pieces', deliveryDate: '', deliveryPlace: '', typeChoice: '', budget: '', currency };
}

/** A published requirement as the form shows it for editing (without a budget, the currency stays). */
export function draftOf(r: Requirement, currency: Currency): RequirementDraft {
  return {
    kind: r.kind,
    title: r.title,
    description: r.description,
    categoryId: r.categoryId ? String(r.categoryId) : '',
    quantity: String(r.quantity),
    unit: r.unit,
    deliveryDate: r.deliveryDate,
    deliveryPlace: r.deliveryPlace,
    typeChoice: r.needType ? `need:${r.needType}` : r.outputType ? `output:${r.outputType}` : '',
    budget: r.budget ? String(r.budget.amount) : '',
    currency: r.budget ? (r.budget.currency as Currency) : currency,
  };
}

/** The draft as saveRequirement's body. */
export function requirementRequest(draft: RequirementDraft, editId: number) {
  const [typeKind, typeValue] = draft.typeChoice.split(':');
  const technology = draft.kind === 'technology';
  return {
    ...(editId ? { id: editId } : {}),
    kind: draft.kind,
    title: draft.title,
    description: draft.description,
    categoryId: !technology && draft.categoryId ? Number(draft.categoryId) : null,
    quantity: draft.quantity,
    unit: draft.unit,
    deliveryDate: draft.deliveryDate,
    deliveryPlace: draft.deliveryPlace,
    needType: technology && typeKind === 'need' ? typeValue : null,
    outputType: technology && typeKind === 'output' ? typeValue : null,
    budget: draft.budget.trim() ? draft.budget : null,
    currency: draft.currency,
  };
}

/** A technology requirement's need or output type shows at the one select that chooses it. */
export const requirementFieldOf = (path: string) => (path === 'needType' || path === 'outputType' ? 'typeChoice' : path);

/** A category tree as a flat list, each with its depth. */
export function flattenCategories(nodes: readonly CategoryNode[], depth = 0): { id: number; title: string; depth: number }[] {
  return nodes.flatMap((node) => [{ id: node.id, title: node.title, depth }, ...flattenCategories(node.childrenTypeList, depth + 1)]);
}

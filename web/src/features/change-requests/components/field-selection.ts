// The per-field choice of the change-requests queue (owner-admin spec §4): a field is in at most
// one of the approve and reject lists; choosing a list removes it from the other; choosing the
// same list again clears it.

export interface FieldSelection {
  approve: string[];
  reject: string[];
}

export const EMPTY_SELECTION: FieldSelection = { approve: [], reject: [] };

export function choose(selection: FieldSelection, field: string, list: 'approve' | 'reject'): FieldSelection {
  const other = list === 'approve' ? 'reject' : 'approve';
  const chosen = selection[list].includes(field);
  return {
    [list]: chosen ? selection[list].filter((f) => f !== field) : [...selection[list], field],
    [other]: selection[other].filter((f) => f !== field),
  } as unknown as FieldSelection;
}

export const selectedCount = (selection: FieldSelection) => selection.approve.length + selection.reject.length;

/** The warning chips of a request (spec §5). */
export function warningsOf(patch: Record<string, unknown>): string[] {
  const warnings: string[] = [];
  if (/http|www\./i.test(JSON.stringify(Object.values(patch)))) warnings.push('External Links');
  if (Array.isArray(patch.images) && patch.images.length > 5) warnings.push('Many Images');
  return warnings;
}

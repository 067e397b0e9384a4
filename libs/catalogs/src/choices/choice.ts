/** One option of a select: the stored value and its Spanish label. */
export interface Choice<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export const choiceValues = <V extends string>(choices: readonly Choice<V>[]): V[] => choices.map((c) => c.value);

/** The label of a stored value, or the value itself when it is not in the list (old or staff-entered data). */
export const choiceLabel = <V extends string>(choices: readonly Choice<V>[], value: string): string => choices.find((c) => c.value === value)?.label ?? value;

/**
 * A field in the static HTML takes typing (or a slider's arrow keys) before its island hydrates.
 * React keeps what the field holds while hydrating but reports no change, so the island would
 * compute with its default while showing the visitor's value. This hands the field to `onTyped`
 * once, as the island mounts, when it holds something other than what the HTML was built with.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  onTyped: (input: HTMLInputElement) => void,
): void {
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const input = ref.current;
    // The value attribute is the built value; a number field with a non-number in it reports ''.
    if (input && (input.value !== input.defaultValue || input.validity.badInput)) onTyped(input);
  }, [ref, onTyped]);
}

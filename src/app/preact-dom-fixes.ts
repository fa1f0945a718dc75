import { options } from 'preact';

/**
 * One fix to preact/compat's DOM writing, installed once before the first render (src/main.tsx;
 * docs/architecture.md#preact).
 *
 * Preact writes most props as DOM properties and, when a prop goes away on an element it reuses,
 * writes '' to the property. For `maxLength` and `minLength` that is not "no limit": '' becomes 0,
 * and an input that lost its maxLength (the staff login's id field reused as the PIN field) takes
 * no characters at all. React removes the attribute instead. Passing both as lower-case attributes
 * makes Preact set and remove them with setAttribute/removeAttribute, which is what React does.
 */
const LENGTH_PROPS: Record<string, string> = { maxLength: 'maxlength', minLength: 'minlength' };

type DomVNode = { type: unknown; props: Record<string, unknown> };

const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const node = vnode as unknown as DomVNode;
  if (typeof node.type === 'string') {
    for (const [prop, attribute] of Object.entries(LENGTH_PROPS)) {
      if (prop in node.props) {
        const { [prop]: value, ...rest } = node.props;
        node.props = value == null ? rest : { ...rest, [attribute]: value };
      }
    }
  }
  previousVNodeHook?.(vnode);
};

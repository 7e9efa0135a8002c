import { chakra, type CategoryNode } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** The category tree of a source, with the chosen category and its ancestors open. */
export function CategoryTree({ nodes, selected, onSelect }: { nodes: readonly CategoryNode[]; selected?: number; onSelect: (id?: number) => void }) {
  const { t } = useTranslation('product');
  const contains = (node: CategoryNode): boolean => node.id === selected || node.childrenTypeList.some(contains);
  const item = (node: CategoryNode, depth: number) => (
    <chakra.li key={node.id} listStyleType="none">
      <chakra.button
        type="button"
        onClick={() => onSelect(node.id)}
        textAlign="start"
        width="full"
        ps={`${0.75 + depth * 0.9}rem`}
        pe="2"
        py="1.5"
        borderRadius="md"
        fontSize="sm"
        fontWeight={node.id === selected ? 'bold' : depth === 0 ? 'semibold' : 'normal'}
        bg={node.id === selected ? 'brand.subtle' : undefined}
        color={node.id === selected ? 'brand.fg' : 'fg'}
        _hover={{ bg: 'bg.muted' }}
        aria-current={node.id === selected ? 'true' : undefined}
        data-testid="category-option"
      >
        {node.title}
      </chakra.button>
      {node.childrenTypeList.length > 0 && (depth === 0 || contains(node)) ? <chakra.ul>{node.childrenTypeList.map((child) => item(child, depth + 1))}</chakra.ul> : null}
    </chakra.li>
  );
  return (
    <chakra.ul data-testid="category-tree">
      <chakra.li listStyleType="none">
        <chakra.button
          type="button"
          onClick={() => onSelect(undefined)}
          width="full"
          textAlign="start"
          px="3"
          py="1.5"
          borderRadius="md"
          fontSize="sm"
          fontWeight={selected ? 'normal' : 'bold'}
          color={selected ? 'fg' : 'brand.fg'}
          _hover={{ bg: 'bg.muted' }}
        >
          {t('search.allCategories')}
        </chakra.button>
      </chakra.li>
      {nodes.map((node) => item(node, 0))}
    </chakra.ul>
  );
}

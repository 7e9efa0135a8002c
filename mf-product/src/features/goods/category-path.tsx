import { ChakraLink, HStack, Link, Text, type GoodsDetails } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { classificationHref } from './search-state';

/** Where the goods sit in their source's categories, each step opening its goods. */
export function CategoryPath({ goods }: { goods: GoodsDetails }) {
  const { t } = useTranslation('product');
  return (
    <HStack gap="1" fontSize="sm" color="fg.muted" wrap="wrap" as="nav" aria-label={t('info.categoryPath')}>
      {goods.categoryPath.map((node, i) => (
        <HStack key={node.id} gap="1">
          {i > 0 ? <Text>›</Text> : null}
          <ChakraLink asChild>
            <Link to={classificationHref(goods.source, node.id)}>{node.title}</Link>
          </ChakraLink>
        </HStack>
      ))}
    </HStack>
  );
}

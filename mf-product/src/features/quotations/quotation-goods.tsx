import { chakra, ChakraLink, href, HStack, langOf, Link, Stack, Text, TextLanguageNote, type GoodsDetails } from '@puente/shared';

/** The goods a quotation is asked for: picture, name (to its page) and seller. */
export function QuotationGoods({ goods }: { goods: GoodsDetails }) {
  return (
    <HStack gap="3" borderWidth="1px" borderRadius="lg" p="3" bg="bg">
      <chakra.img src={goods.image} alt="" width="14" height="14" objectFit="cover" borderRadius="md" />
      <Stack gap="0">
        <ChakraLink asChild fontWeight="semibold" lang={langOf(goods.nameSource)}>
          <Link to={href('productInfo', { id: goods.id, name: goods.name })}>{goods.name}</Link>
        </ChakraLink>
        <TextLanguageNote source={goods.nameSource} />
        <Text fontSize="sm" color="fg.muted">
          {goods.seller.companyName ?? goods.seller.nickname}
        </Text>
      </Stack>
    </HStack>
  );
}

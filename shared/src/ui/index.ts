/** The design-system surface apps use: Chakra's parts that the system has recipes for. */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Container,
  Field,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  Image,
  Input,
  Link as ChakraLink,
  NativeSelect,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  Textarea,
  VStack,
  chakra,
} from '@chakra-ui/react';
export { EmptyState, ErrorState, LoadingState } from './page-states';
export { HeroCarousel } from './hero-carousel';
export type { HeroSlide } from './hero-carousel';
export { PageNotFound } from './not-found';
export { ColumnCards } from './column-cards';
export type { ColumnCard } from './column-cards';
export { PuenteProviders } from './providers';
export { puenteSystem } from './system';
export { Toaster, toaster } from './toaster';

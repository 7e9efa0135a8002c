import { Badge, Button, calls, chakra, Heading, HStack, Pager, SimpleGrid, Stack, Text, useApiQuery, useFormatters, useSearchParams } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../lib/data-table';
import { Facts } from '../lib/facts';
import { SORTS } from '../lib/labels';
import { OperatorView } from '../lib/operator-view';
import { PAGE_SIZE, queryOf, useChoiceParam, useIntParam } from '../lib/paths';
import { PersonText } from '../lib/person';
import { SortSelect } from '../lib/sort-select';
import { useApiMutation } from '@puente/shared';
import { TabBar } from '../lib/tabs';
import { TextDecision } from '../lib/text-decision';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** /operatorBrokers: broker applications by status, 20 a page; each opens under its row to be read and decided. */
export function BrokersPage() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const [, setParams] = useSearchParams();
  const status = useChoiceParam('status', STATUSES);
  const sort = useChoiceParam('sort', SORTS);
  const page = useIntParam('page') ?? 1;
  const [open, setOpen] = useState<number | null>(null);
  const list = useApiQuery(calls.operator.brokerApplications, { status, sort, currentPage: page, everyNumber: PAGE_SIZE });
  const go = (next: Record<string, string | number>) => {
    setOpen(null);
    setParams(queryOf({ status, sort, page: 1, ...next }));
  };

  return (
    <Stack gap="5" data-testid="operator-brokers">
      <Heading as="h1" size="2xl">
        {t('brokers.title')}
      </Heading>
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <TabBar
          label={t('brokers.statuses')}
          options={STATUSES.map((value) => ({ value, label: t(`brokers.status.${value}`) }))}
          value={status}
          onChange={(value) => go({ status: value })}
          testId="broker-status"
        />
        <SortSelect value={sort} onChange={(value) => go({ sort: value })} />
      </HStack>
      <OperatorView state={list} isEmpty={(data) => data.list.length === 0} empty={t('brokers.empty')}>
        {(data) => (
          <Stack gap="2">
            <Text color="fg.muted" fontSize="sm">
              {t('list.total', { count: data.total })}
            </Text>
            <DataTable
              caption={t('brokers.table')}
              testId="broker-table"
              rowTestId="broker-row"
              rows={data.list}
              rowKey={(application) => application.id}
              after={(application) => (open === application.id ? <BrokerPanel application={application} onDecided={() => setOpen(null)} /> : null)}
              columns={[
                { key: 'applicant', header: t('brokers.applicant'), cell: (a) => <PersonText person={a.applicant} compact /> },
                { key: 'type', header: t('brokers.type'), cell: (a) => t(a.brokerType === 2 ? 'brokers.types.company' : 'brokers.types.person') },
                { key: 'name', header: t('brokers.name'), cell: (a) => a.companyName || a.name },
                { key: 'created', header: t('brokers.created'), cell: (a) => f.dateTime(a.created) },
                {
                  key: 'open',
                  header: t('list.details'),
                  align: 'end',
                  cell: (a) => (
                    <Button size="sm" variant="outline" aria-expanded={open === a.id} onClick={() => setOpen(open === a.id ? null : a.id)} data-testid="broker-open">
                      {open === a.id ? t('brokers.hide', { id: a.id }) : t('brokers.show', { id: a.id })}
                    </Button>
                  ),
                },
              ]}
            />
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={(next) => go({ page: next })} />
          </Stack>
        )}
      </OperatorView>
    </Stack>
  );
}

type Application = calls.operator.BrokerApplication;

/** One application in full: the applicant, their masked numbers, company and licence; approve or reject it while pending. */
function BrokerPanel({ application, onDecided }: { application: Application; onDecided: () => void }) {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const approve = useApiMutation(calls.operator.decideBrokerApplication, { success: t('brokers.approved'), onSuccess: onDecided });
  const headingId = `broker-${application.id}-heading`;
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" aria-labelledby={headingId} data-testid="broker-panel">
      <Heading as="h3" size="md" id={headingId}>
        {t('brokers.application', { id: application.id })}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Stack gap="3">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {t('brokers.applicant')}
            </Text>
            <PersonText person={application.applicant} />
          </Stack>
          <Facts
            items={[
              { label: t('brokers.type'), value: t(application.brokerType === 2 ? 'brokers.types.company' : 'brokers.types.person') },
              { label: t('brokers.name'), value: application.name },
              { label: t('brokers.idCard'), value: application.idCard },
              { label: t('brokers.company'), value: application.companyName },
              { label: t('brokers.address'), value: application.businessAddress },
              { label: t('brokers.bank'), value: application.bank },
              { label: t('brokers.card'), value: application.cardNumber },
              { label: t('brokers.created'), value: f.dateTime(application.created) },
            ]}
            testId="broker-facts"
          />
          {application.status !== 'pending' ? (
            <Stack gap="1">
              <Badge alignSelf="flex-start" colorPalette={application.status === 'approved' ? 'green' : 'red'}>
                {t(`brokers.status.${application.status}`)}
              </Badge>
              {application.reason ? <Text>{t('brokers.reasonWas', { reason: application.reason })}</Text> : null}
            </Stack>
          ) : null}
        </Stack>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('brokers.licence')}
          </Text>
          {application.licence && /\.pdf$/i.test(application.licence) ? (
            <Button asChild variant="outline" alignSelf="flex-start">
              <a href={application.licence} target="_blank" rel="noreferrer" data-testid="broker-licence">
                {t('brokers.licencePdf', { name: application.name || application.companyName || application.applicant.nickname })}
              </a>
            </Button>
          ) : application.licence ? (
            <chakra.a href={application.licence} target="_blank" rel="noreferrer" alignSelf="flex-start">
              <chakra.img
                src={application.licence}
                alt={t('brokers.licenceOf', { name: application.name || application.companyName || application.applicant.nickname })}
                maxW="100%"
                maxH="320px"
                borderWidth="1px"
                borderRadius="md"
                data-testid="broker-licence"
              />
            </chakra.a>
          ) : (
            <Text color="fg.muted">{t('brokers.noLicence')}</Text>
          )}
        </Stack>
      </SimpleGrid>
      {application.status === 'pending' ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
          <Stack gap="2" align="flex-start">
            <Text color="fg.muted">{t('brokers.approveHint')}</Text>
            <Button colorPalette="brand" loading={approve.busy} onClick={() => void approve.run({ id: application.id, decision: 'approve' })} data-testid="broker-approve">
              {t('brokers.approve')}
            </Button>
          </Stack>
          <TextDecision
            call={calls.operator.decideBrokerApplication}
            field="reason"
            body={{ id: application.id, decision: 'reject' }}
            label={t('brokers.rejectReason')}
            submit={t('brokers.reject')}
            success={t('brokers.rejected')}
            onDone={onDecided}
            required
            danger
            testId="broker-reject"
          />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { recentAuditLines } from '../../repositories/audit';
import { queueCounts } from '../../repositories/console';
import { auditSubjects } from '../../services/audit-subjects';
import { defineRoute } from '../define-route';
import { auditEntryOf, seconds } from './replies';

const { operator: ops } = calls;

/** The console's first page: what waits in each queue and the audit log's last lines. */
export function overviewRoutes(app: FastifyInstance): void {
  defineRoute(app, ops.overview, async ({ db, language }) => {
    const byQueue = new Map((await queueCounts(db)).map((row) => [row.queue, row]));
    const recent = await recentAuditLines(db, 10);
    const subjects = await auditSubjects(db, recent, language);
    return {
      data: {
        queues: ops.OPERATOR_QUEUES.map((queue) => {
          const row = byQueue.get(queue);
          return { queue, waiting: Number(row?.waiting ?? 0), oldest: row?.oldest ? seconds(row.oldest) : null };
        }),
        recent: recent.map((row) => {
          const subject = subjects.get(`${row.subject_kind}:${row.subject_id}`);
          return { ...auditEntryOf(row), ...(subject ? { subjectName: subject.name, ...(subject.currency ? { currency: subject.currency } : {}) } : {}) };
        }),
      },
    };
  });
}

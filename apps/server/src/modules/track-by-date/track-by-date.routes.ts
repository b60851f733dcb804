import { trackByDateQuery, trackByDateResponse } from '@waypost/domain';
import type { AppInstance } from '../../app-instance.js';
import type { Database } from '../../db/client.js';
import { actorOf } from '../../plugins/request-context.js';
import { exportTrackByDate, getTrackByDate } from './track-by-date.service.js';

export function registerTrackByDateRoutes(app: AppInstance, deps: { db: Database }): void {
  app.get(
    '/api/track-by-date',
    {
      config: { access: { permission: 'track-by-date.view' } },
      schema: { querystring: trackByDateQuery, response: { 200: trackByDateResponse } },
    },
    (request) => getTrackByDate({ ...deps, actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/api/track-by-date/excel',
    // Spec §6: the track-by-date Excel needs dashboard-view.
    { config: { access: { permission: 'dashboard-view' } }, schema: { querystring: trackByDateQuery } },
    async (request, reply) => {
      const file = await exportTrackByDate({
        ...deps,
        actor: actorOf(request),
        query: request.query,
        locale: request.locale,
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.content);
    },
  );
}

// Creates a monitor over an area and lists its events, page by page.
// Run: API_KEY=... npm start (or MONITOR_ID=mon_... npm start to list the events of an existing monitor)
import {createMonitor, eventPages} from './monitors.js';
import {newWebhookSecret} from './webhook.js';
import {plural, printTable} from './print.js';

// What to watch. Edit these for your own area and conditions.
const DAYS = 90;
const monitor = {
  name: 'sample-rome-centre',
  description: 'Clear, near-nadir optical images of central Rome.',
  source_id: 'src_optical_archive',
  aoi: {
    type: 'Polygon',
    coordinates: [
      [
        [12.43, 41.87],
        [12.5459, 41.87],
        [12.5459, 41.93],
        [12.43, 41.93],
        [12.43, 41.87],
      ],
    ],
  },
  filter: {
    op: 'and',
    args: [
      {op: '<=', args: [{property: 'eo:cloud_cover'}, 20]},
      {op: '<=', args: [{property: 'view:off_nadir'}, 25]},
    ],
  },
  // No start_datetime: the monitor starts now. It ends DAYS days from now.
  end_datetime: new Date(Date.now() + DAYS * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z'),
};

/** Creates the monitor, with a webhook when WEBHOOK_URL is set, and returns its id. */
async function create() {
  const webhookUrl = process.env.WEBHOOK_URL;
  if (webhookUrl) {
    let secret = process.env.WEBHOOK_SECRET;
    if (!secret) {
      secret = newWebhookSecret();
      console.log(`New webhook signing secret (start the receiver with it): WEBHOOK_SECRET=${secret}`);
    }
    monitor.notifications = [{type: 'webhook', url: webhookUrl, secret, event_types: ['monitor.item_matched', 'monitor.item_updated']}];
  }
  const created = await createMonitor(monitor);
  console.log(`Created monitor ${created.id} "${created.name}": ${created.status}, ${created.start_datetime} to ${created.end_datetime}`);
  for (const notification of created.notifications) {
    console.log(`  notifies ${notification.type} ${notification.url ?? notification.address}`);
  }
  return created.id;
}

async function main() {
  const monitorId = process.env.MONITOR_ID || (await create());

  console.log(`\nEvents of ${monitorId}, oldest first:`);
  const rows = [];
  let pages = 0;
  for await (const page of eventPages(monitorId)) {
    pages += 1;
    for (const event of page.data) {
      rows.push([
        event.occurred_at,
        event.type,
        event.data?.item?.id ?? '-',
        event.data?.item?.datetime ?? '-',
        String(event.data?.item?.properties?.['eo:cloud_cover'] ?? '-'),
      ]);
    }
  }
  // Oldest first whatever order the pages came in: the server sorts by `order`, but
  // a proxy, a cache or an older API version may not; sorting here keeps the promise.
  rows.sort((a, b) => Date.parse(a[0]) - Date.parse(b[0]));
  if (rows.length === 0) {
    console.log('No events yet. Monitors do not backfill: they match images ingested from now on.');
    console.log(`Run again later with MONITOR_ID=${monitorId}.`);
    return;
  }
  printTable(['OCCURRED AT', 'TYPE', 'ITEM', 'ACQUIRED', 'CLOUD %'], rows);
  console.log(`\n${plural(rows.length, 'event')} on ${plural(pages, 'page')}.`);
}

main().catch((error) => {
  console.error(`Error: ${error.message}`);
  process.exitCode = 1;
});

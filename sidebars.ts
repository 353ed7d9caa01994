/**
 * The 19 sidebars of SPEC §2, one file each in sidebars/ (an area's writers
 * edit only their file). API areas wrap the sidebar that `npm run api:gen`
 * generates from their spec (sidebars/helpers.ts). Docs in no sidebar, by
 * SPEC: contact, the user-orders API page, the WMS seamlines API page.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import mgp from './sidebars/mgp';
import ordering from './sidebars/ordering';
import monitoring from './sidebars/monitoring';
import analytics from './sidebars/analytics';
import admin from './sidebars/admin';
import discovery from './sidebars/discovery';
import streamingimagery from './sidebars/streamingimagery';
import streamingbasemap from './sidebars/streamingbasemap';
import streaming3d from './sidebars/streaming3d';
import tasking from './sidebars/tasking';
import taskingv2 from './sidebars/taskingv2';
import authentication from './sidebars/authentication';
import usage from './sidebars/usage';
import integrations from './sidebars/integrations';
import developertools from './sidebars/developertools';
import contentguides from './sidebars/contentguides';
import migrationguides from './sidebars/migrationguides';
import sdk from './sidebars/sdk';
import sampleprojects from './sidebars/sampleprojects';

export default {
  mgp,
  ordering,
  monitoring,
  analytics,
  admin,
  discovery,
  streamingimagery,
  streamingbasemap,
  streaming3d,
  tasking,
  taskingv2,
  authentication,
  usage,
  integrations,
  developertools,
  contentguides,
  migrationguides,
  sdk,
  sampleprojects,
} satisfies SidebarsConfig;

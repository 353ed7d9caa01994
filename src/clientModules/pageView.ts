/**
 * Client module: reports page views to the configured endpoint (SPEC §7).
 * Uses `navigator.sendBeacon` (fire-and-forget, survives navigation) and
 * keeps no cookies or storage. The JSON goes as a string, so the request is
 * `text/plain;charset=UTF-8`: a CORS-safelisted type, which an endpoint on
 * another host accepts without a preflight (a Blob typed `application/json`
 * would need one, and a beacon cannot wait for it). Off when no endpoint is
 * configured, which is always the case in development (see
 * docusaurus.config.ts).
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import {reportPageView} from '@site/src/utils/pageView';

const endpoint = siteConfig.customFields?.analyticsEndpoint;

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (typeof endpoint !== 'string') return;
    // Wait a frame so document.title reflects the new page.
    requestAnimationFrame(() => {
      reportPageView(endpoint, location, previousLocation, document.title, (url, body) => navigator.sendBeacon(url, body));
    });
  },
};

export default clientModule;

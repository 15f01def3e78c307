// Chromium drawing WebGL in software (SwiftShader: this machine has no GPU), for the benches and scripts that
// render the 3-D room; the flags keep it off this closed network (no background connections).
import { chromium } from 'playwright-core';

export const launchSoftwareGl = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--enable-unsafe-swiftshader',
      '--use-angle=swiftshader',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

/** The stored showroom selection (localStorage `my_item`) that opens /visualize straight in a showroom. */
export async function showroomSelection(base, vsdId = 'DEMO2026') {
  const profile = await (await fetch(`${base}/api/visualization/shop_profile?vsd_id=${vsdId}`)).json();
  return { showroom: profile.data.profile.user_id, vsd_id: vsdId, company_name: vsdId };
}

/**
 * Makes sure the end-to-end tests have what they run on: Debian's Chromium (never a downloaded
 * build) and, when DATABASE_URL gives them a PostgreSQL, Debian's nginx in front of the two
 * instances of that run (playwright.config.ts). Installs them with apt-get when they are missing
 * and we are root; otherwise says how, in one line.
 */
import { CHROMIUM, NGINX, requireDebianTools } from './debian-packages';

requireDebianTools(process.env.DATABASE_URL ? [CHROMIUM, NGINX] : [CHROMIUM]);

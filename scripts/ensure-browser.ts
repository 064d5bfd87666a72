/**
 * Makes sure the end-to-end tests have a browser: Debian's Chromium (never a downloaded build).
 * Installs it with apt-get when it is missing and we are root; otherwise says how, in one line.
 */
import { CHROMIUM, requireDebianTools } from './debian-packages';

requireDebianTools([CHROMIUM]);

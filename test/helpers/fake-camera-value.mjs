// What the fake camera of the browser tests shows (test/helpers/fake-camera.mjs writes it as a QR
// code; web-test-runner.config.mjs gives Chromium that file as its camera): the scanner's test
// (test/platform/sealed/scanner-camera.browser.ts) expects to read exactly this.
export const FAKE_CAMERA_QR = '12345-67890-24680-13579-11223-34455';

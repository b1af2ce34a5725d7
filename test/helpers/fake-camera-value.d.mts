/** Types of fake-camera-value.mjs (what the browser tests' fake camera shows as a QR code). */
export declare const FAKE_CAMERA_QR: string;

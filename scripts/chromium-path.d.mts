export declare const CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare function journeyBrowser(): string | undefined;

export declare const SOURCE: string
export declare const TARGET: string
export declare function generate(document?: URL | string): Promise<string>

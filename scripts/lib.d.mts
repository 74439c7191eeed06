export declare const root: string
export declare function isStale(workspace: string, output?: string): boolean
export declare function run(command: string, args: string[], options?: object): Promise<number>
export declare function runQuietly(command: string, args: string[], options?: object): Promise<number>
export declare function buildIfStale(workspaces: string[], options?: { quiet?: boolean; base?: string }): Promise<void>
export declare function waitForHealth(url: string, timeoutMs?: number): Promise<void>

#!/usr/bin/env node
import { build } from '../lib/program.mjs';

await build().parseAsync(process.argv);

// The slash-command registry: each command module adds its subcommands by name.
export const commands = new Map();

export function registerCommand(name, definition) {
  if (commands.has(name)) throw new Error(`duplicate command ${name}`);
  commands.set(name, definition);
}

export async function dispatch(interaction, services) {
  const key = [interaction.commandName, interaction.options.getSubcommand(false)].filter(Boolean).join(' ');
  const command = commands.get(key);
  if (!command) return interaction.reply({ content: `Unknown command ${key}`, ephemeral: true });
  return command.execute(interaction, services);
}

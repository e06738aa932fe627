-- Neovim (0.7+) as a second, independent LSP client of the bare toollint server.
-- nvim --headless -u NONE -i NONE -n -c "luafile check.lua" -- FILE SERVER_BIN NODE
local file, server, node = vim.fn.argv(0), vim.fn.argv(1), vim.fn.argv(2)
local out = function(s) io.stdout:write(s .. "\n") end
local client_id = vim.lsp.start_client({
  name = "toollint", cmd = { node, server, "--stdio" },
  root_dir = vim.fn.fnamemodify(file, ":p:h"),
})
vim.cmd("filetype on") -- so didOpen carries languageId "json"
vim.cmd("edit " .. file)
local bufnr = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(bufnr, client_id)
local ok = vim.wait(20000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50)
local diags = vim.diagnostic.get(bufnr)
out(("diagnostics %s %d"):format(ok and "received" or "TIMEOUT", #diags))
for _, d in ipairs(diags) do out(("diagnostic %d:%d %s %s %s"):format(d.lnum + 1, d.col + 1, d.source or "", tostring(d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or ""), d.message)) end
local pos = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = 3, character = 15 } }
local hover = vim.lsp.buf_request_sync(bufnr, "textDocument/hover", pos, 10000) or {}
for _, r in pairs(hover) do if r.result then out("hover " .. r.result.contents.value:gsub("\n", " ")) end end
vim.lsp.stop_client(client_id)
vim.wait(3000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
vim.cmd(#diags > 0 and "qa!" or "cq")
